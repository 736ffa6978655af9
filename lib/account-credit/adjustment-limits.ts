/**
 * How far one staff adjustment of account credit may go, $500 either way: more is a refund or a
 * dispute, handled with payments, not credit. Pure, for the form's bundle and the endpoint alike.
 */
export const MAX_ADJUSTMENT_CENTS = 50_000;
