// pdf.js 5 packs each font for the renderer with ArrayBuffer.prototype.transferToFixedLength,
// which Node ships from 22 on. On Node 20 every font then fails to load, text draws as blank
// paper, and a page whose text layer is garbled looks empty instead of going to OCR. A copy does
// what the transfer does, minus detaching the source, which pdf.js never reads again.

interface Transferable {
  transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer;
}

const proto = ArrayBuffer.prototype as ArrayBuffer & Transferable;
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

export {};
