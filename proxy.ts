import { NextResponse, type NextRequest } from "next/server";

// Next answers a path it cannot percent-decode with a bare "Internal Server Error" before any route
// runs. API clients get the contract's envelope instead; only paths with a `%` come through here.
export function proxy(request: NextRequest): NextResponse {
  try {
    decodeURIComponent(new URL(request.url).pathname);
    return NextResponse.next();
  } catch {
    return NextResponse.json(
      {
        success: false,
        errorCode: "user-input-invalid",
        message: "The path is not valid percent-encoded UTF-8.",
      },
      { status: 400 },
    );
  }
}

export const config = { matcher: "/api/:path(.*%.*)" };
