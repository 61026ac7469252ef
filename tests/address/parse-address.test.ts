import { describe, expect, it } from "vitest";
import { parseAddress, type ParsedAddress } from "@/lib/service/address/parse-address";

const addr = (
  addressLine1: string,
  addressLine2: string | null,
  city: string,
  state: string,
  postalCode: string,
): ParsedAddress => ({
  addressLine1,
  addressLine2,
  city,
  state,
  postalCode,
  country: "US",
});

describe("parseAddress", () => {
  it.each([
    ["1200 Peachtree St NE, Atlanta, GA 30309", addr("1200 Peachtree St NE", null, "Atlanta", "GA", "30309")],
    ["88 Ocean Dr Apt 4B, Miami, FL 33139", addr("88 Ocean Dr", "Apt 4B", "Miami", "FL", "33139")],
    ["77 Lake Shore Dr Chicago IL 60611", addr("77 Lake Shore Dr", null, "Chicago", "IL", "60611")],
    ["PO Box 12, Austin, Texas 78701-1234", addr("PO Box 12", null, "Austin", "TX", "78701-1234")],
    ["P.O. Box 99 Austin TX 787011234", addr("PO Box 99", null, "Austin", "TX", "78701-1234")],
    ["1200 Peachtree St NE\nAtlanta, GA 30309", addr("1200 Peachtree St NE", null, "Atlanta", "GA", "30309")],
    ["88 Ocean Dr\r\nApt 4B\r\nMiami, FL 33139\n", addr("88 Ocean Dr", "Apt 4B", "Miami", "FL", "33139")],
    ["88 Ocean Dr Apt 4B Miami FL 33139", addr("88 Ocean Dr", "Apt 4B", "Miami", "FL", "33139")],
    ["1200 Peachtree St NE Atlanta GA 30309", addr("1200 Peachtree St NE", null, "Atlanta", "GA", "30309")],
    [
      "350 Fifth Avenue, Suite 3300, New York, NY 10118",
      addr("350 Fifth Avenue", "Suite 3300", "New York", "NY", "10118"),
    ],
    ["350 Fifth Avenue #3300, New York, NY 10118", addr("350 Fifth Avenue", "#3300", "New York", "NY", "10118")],
    ["500 Main St Ste. 210, Dallas, TX 75201", addr("500 Main St", "Ste. 210", "Dallas", "TX", "75201")],
    [
      "1600 Pennsylvania Ave NW, Washington DC 20500",
      addr("1600 Pennsylvania Ave NW", null, "Washington", "DC", "20500"),
    ],
    ["1 Main St, Charleston, West Virginia 25301", addr("1 Main St", null, "Charleston", "WV", "25301")],
    ["1 Main St Kansas City Kansas 66101", addr("1 Main St", null, "Kansas City", "KS", "66101")],
    ["100 Main St Port St Lucie FL 34952", addr("100 Main St", null, "Port St Lucie", "FL", "34952")],
    ["90 State St, Boston, MA 02109", addr("90 State St", null, "Boston", "MA", "02109")],
    ["123 Fake St, Atlanta, Ga. 30303", addr("123 Fake St", null, "Atlanta", "GA", "30303")],
    ["5 Market St, San Francisco, CA 94105, USA", addr("5 Market St", null, "San Francisco", "CA", "94105")],
    ["410 Congress Ave, Austin, TX, 78701", addr("410 Congress Ave", null, "Austin", "TX", "78701")],
    [
      "Jordan Rivera, 1200 Peachtree St NE, Atlanta, GA 30309",
      addr("1200 Peachtree St NE", null, "Atlanta", "GA", "30309"),
    ],
    ["  300   Pine St ,  Seattle , WA   98101 ", addr("300 Pine St", null, "Seattle", "WA", "98101")],
    ["500 Old Unit Rd, Reno, NV 89501", addr("500 Old Unit Rd", null, "Reno", "NV", "89501")],
  ])("%j", (input, expected) => {
    expect(parseAddress(input)).toStrictEqual(expected);
  });

  it.each([
    ["empty", ""],
    ["whitespace", "  \n "],
    ["no address at all", "hello world"],
    ["no postal code", "1 Main St, Springfield, IL"],
    ["unknown state", "1 Main St, Springfield, ZZ 62701"],
    ["Canadian address", "1 Main St, Toronto, ON M5V 3L9"],
    ["short postal code", "1 Main St, Springfield, IL 6270"],
    ["no city", "1 Main St, GA 30309"],
    ["unit where the city should be", "1 Main St, Apt 4, GA 30309"],
    ["no street suffix to split on", "123 Broadway New York NY 10001"],
  ])("returns null for %s", (_label, input) => {
    expect(parseAddress(input)).toBeNull();
  });

  it("returns null for non-string input", () => {
    expect(parseAddress(undefined as unknown as string)).toBeNull();
  });
});
