import { vehicleDeductibleRule } from "../kinds/vehicle-deductible";

export const comprehensiveCoverageMeetsRequirements = vehicleDeductibleRule({
  name: "comprehensive-coverage-meets-requirements",
  code: "COMP",
});
