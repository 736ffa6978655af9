export * from "./users";
export * from "./settings";
export * from "./offers";
export * from "./auth";
