// Next.js calls this once per server process: the embedded service boots with the app.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { bootEmbedded } = await import("./lib/embedded/boot");
    await bootEmbedded();
  }
}
