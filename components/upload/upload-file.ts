/** Uploads one file with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadDocument(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; token: string } | { ok: false; message: string; fieldErrors?: Record<string, string> }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as {
        ok?: boolean;
        token?: string;
        message?: string;
        fieldErrors?: Record<string, string>;
      } | null;
      if (xhr.status === 200 && body?.ok && body.token) resolve({ ok: true, token: body.token });
      else
        resolve({
          ok: false,
          message: body?.message ?? `Upload failed (HTTP ${xhr.status}).`,
          fieldErrors: body?.fieldErrors,
        });
    };
    xhr.onerror = () =>
      resolve({ ok: false, message: "The upload was interrupted. Check your connection and try again." });
    xhr.send(form);
  });
}
