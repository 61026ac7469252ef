import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";
import { withCheckDigit as vin } from "../fixtures/documents/vin";

// A vehicle's year, make and model are taken from the nearest description on the page that fits
// its VIN (a year its year code stands for, a make its maker sells) when no fixed place beside the
// VIN holds one.

const TODAY = new Date("2026-02-01");

const FORD = vin("1FTL6CXV0MY833957"); // 2021, Ford's WMI
const KIA = vin("KNAPM6SW0TP886023"); // 2026, Kia's WMI
const NISSAN = vin("1N64W51H0TX245447"); // year code T, a digit at position 7
const SUBARU = vin("JF1ZJVJ40MW479550"); // 2021, Subaru's WMI

const vehicles = (lines: string[]) =>
  parsePolicy([flowPage(["Policy Number: 00989 43 11C", ...lines].join("\n"))], {
    policyType: "auto",
    today: TODAY,
  }).properties.flatMap((p) => (p.type === "vehicle" ? [p.data] : []));

describe("vehicle descriptions chosen by the VIN's year code and maker", () => {
  it("reads a description a caption splits on the line after the VIN (an ID card)", () => {
    const [v] = vehicles(["Eff. Date: 11/26/2025", `VIN: ${FORD}`, "Yr / MAKE / 2021 FORD ESCAPE", "MODEL:"]);
    expect(v).toMatchObject({ vin: FORD, year: 2021, make: "FORD", model: "ESCAPE" });
  });

  it("gives each VIN the description its maker sells, not the nearest one", () => {
    const list = vehicles([
      "Your Premium",
      "2021 Ford Escape $ 1,013.72",
      "2026 Kia Telluride $ 1,235.96",
      "Total Policy Premium $ 2,249.68",
      "Vehicles on this policy",
      `Vehicle 1 ${KIA}`,
      `Vehicle 2 ${FORD}`,
    ]);
    expect(list.find((v) => v.vin === KIA)).toMatchObject({ year: 2026, make: "Kia", model: "Telluride" });
    expect(list.find((v) => v.vin === FORD)).toMatchObject({ year: 2021, make: "Ford", model: "Escape" });
  });

  it("never takes a make the VIN's maker does not sell", () => {
    const [v] = vehicles(["Garaged vehicle: 2021 Kia Sorento", `VIN: ${FORD}`]);
    expect(v.make).toBeNull();
  });

  it("reads a make printed as a registration code or its first letters", () => {
    const list = vehicles(["Changes: Added 2021 SUBA FORESTER", "Added 2016 Toyo Corolla L", "", `Vehicle ${SUBARU}`]);
    expect(list[0]).toMatchObject({ vin: SUBARU, year: 2021, make: "SUBA", model: "FORESTER" });
  });

  it("keeps a model that is also a make's name, and drops the premium printed after it", () => {
    const [v] = vehicles(["2010 DODGE RAM 1500 CREW PICKUP $264.00", `VIN: ${vin("1D7RV1GT0AS885532")}`]);
    expect(v).toMatchObject({ year: 2010, make: "DODGE", model: "RAM 1500 CREW PICKUP" });
  });

  it("lets two printed digits pick the year code's other cycle", () => {
    const [v] = vehicles([
      "VEH YEAR TRADE NAME MODEL BODY TYPE ANNUAL MILEAGE IDENTIFICATION NUMBER USE",
      `02   26   NISSAN   ROGUE PLATINUM   2D   3000   ${NISSAN}   P`,
    ]);
    expect(v).toMatchObject({ vin: NISSAN, year: 2026, make: "NISSAN" });
  });
});
