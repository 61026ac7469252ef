/** The lender the embedded service client is provisioned as; sandbox policies name it as lienholder. */
export const EMBEDDED_LENDER = {
  name: "Covercheck Demo Lending LLC",
  address: "100 Main St, Atlanta, GA 30303",
} as const;
