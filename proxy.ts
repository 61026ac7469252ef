import { NextResponse, type NextRequest } from "next/server";

// Next answers a path it cannot percent-decode with a bare "Internal Server Error" before any route
// runs. API clients get the contract's envelope instead, and a person following a broken link a
// short page saying what went wrong; only paths with a `%` come through here.
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = new URL(request.url);
  try {
    decodeURIComponent(pathname);
    return NextResponse.next();
  } catch {
    if (pathname.startsWith("/api/"))
      return NextResponse.json(
        {
          success: false,
          errorCode: "user-input-invalid",
          message: "The path is not valid percent-encoded UTF-8.",
        },
        { status: 400 },
      );
    return new NextResponse(BAD_LINK_PAGE, {
      status: 400,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    });
  }
}

// Static: nothing of the request is echoed back into the page.
const BAD_LINK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bad link · Covercheck</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111">
<h1 style="font-size:1.25rem">This link is damaged</h1>
<p>The address contains a broken percent-encoding (a <code>%</code> not followed by a valid character code), so it
cannot be opened. Check the link, or go to the <a href="/">start page</a>.</p>
</body></html>`;

export const config = { matcher: "/:path(.*%.*)" };
