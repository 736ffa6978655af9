/**
 * Minutes kept free between two visits of one cleaner (docs/product.md#cleaners-availability):
 * within one borough, and from one borough to another. Staff set both on /admin/settings.
 */
export interface TravelMinutes {
  sameBorough: number;
  acrossBoroughs: number;
}

export const DEFAULT_TRAVEL_MINUTES: TravelMinutes = { sameBorough: 30, acrossBoroughs: 60 };

/** The most either may be: four hours between two visits is already a day off between them. */
export const MAX_TRAVEL_MINUTES = 240;
