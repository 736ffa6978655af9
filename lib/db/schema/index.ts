export * from "./users";
export * from "./settings";
export * from "./offers";
