// VINs never contain I, O or Q, so those letters in a typed or OCR'd VIN are misread digits.
export function normaliseVin(vin: string): string {
  return vin
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/[OQ]/g, "0")
    .replace(/I/g, "1");
}
