export * from "./users";
export * from "./settings";
export * from "./offers";
export * from "./auth";
export * from "./orders";
export * from "./leads";
export * from "./jobs";
export * from "./gift-cards";
