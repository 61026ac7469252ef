import { vehicleDeductibleRule } from "../kinds/vehicle-deductible";

export const collisionCoverageMeetsRequirements = vehicleDeductibleRule({
  name: "collision-coverage-meets-requirements",
  code: "COLL",
});
