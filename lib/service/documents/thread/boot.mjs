// The document reader's thread starts here: plain JavaScript, so that it runs the pipeline's
// TypeScript sources through tsx whether the app itself runs from the Next.js bundle or from tsx.
import { register } from "tsx/esm/api";

register();
await import("./entry.ts");
