// Loan numbers are typed with spaces, dashes and leading zeros, and carriers often mask all but
// the last digits ("XXXX1234", "****1234").

const MASK = /^[X*#•]+/i;

function canonical(loanNumber: string): string {
  return loanNumber
    .toUpperCase()
    .replace(/[^A-Z0-9*#•]/g, "")
    .replace(/^0+(?=.)/, "");
}

export function loanNumbersMatch(expected: string, actual: string): { match: boolean; masked: boolean } {
  const wanted = canonical(expected);
  const found = canonical(actual);
  const mask = MASK.exec(found);
  if (mask && mask[0].length < found.length) {
    const visible = found.slice(mask[0].length);
    return { match: wanted.endsWith(visible), masked: true };
  }
  return { match: wanted === found, masked: false };
}
