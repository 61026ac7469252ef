// The matching lives in lib/shared so the dashboard's lienholder box agrees with the rule.
export { normaliseOrganisationName, organisationNamesMatch } from "@/lib/shared/organisation-names";
