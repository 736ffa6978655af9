/**
 * The order life cycle for the admin panel and the cleaner cabinet: status changes (each with
 * its timeline event and emails), staff cancellation with the late fee, the state machine, and
 * the customer-side reads. Route handlers check the caller's role before calling these.
 */
export { assignCleaner, checkIn, checkOut, confirmOrder, markOrderCompleted, type Actor, type StatusOptions, type StatusResult } from "./status-actions";
export { cancelOrderAsCustomer, cancelOrderAsStaff, type CancelOptions, type CancelResult } from "./cancel-order";
export { editOrderAsCustomer, type EditResult } from "./edit-order";
export { canPerform, holdsCapacity, nextStatus, refusalMessage, STATUS_LABELS, type OrderAction } from "./status-machine";
export { getCustomerOrder, listCustomerOrders, type OrderDetailDto, type OrderSummaryDto, type TimelineEntryDto } from "./queries";
export { recordOrderEvent } from "./events";
