export * from "./service";
export * from "./dashboard";
