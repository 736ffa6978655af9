"use client";

import { useId } from "react";
import { DialogShell } from "@/components/ui/DialogShell";
import { notificationTitle, type ClientNotification } from "@/lib/web/realtime/client/notification";
import { formatNotificationTime } from "./format-time";
import { NotificationIcon } from "./NotificationIcon";

export interface NotificationModalProps {
  notification: ClientNotification;
  onClose: () => void;
}

/**
 * The account notice of the page shell (docs/product.md#real-time-notices): title, icon, message and time, a
 * Close button and a close cross, the backdrop closes it too; no action button. Mounted only
 * while there is a notification, so mounting is opening (DialogShell: focus moves in, and goes
 * back to where it was when the modal unmounts).
 */
export function NotificationModal({ notification, onClose }: NotificationModalProps) {
  const titleId = useId();
  const messageId = useId();

  return (
    <DialogShell
      labelledBy={titleId}
      describedBy={messageId}
      initialFocus="button[data-close]"
      onClose={onClose}
      onBackdropClick={onClose}
      testId="notification-backdrop"
      className="max-w-md"
      panelClassName="relative rounded-2xl bg-white p-6 text-left shadow-xl"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="absolute right-3 top-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="h-5 w-5">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
      <div className="flex items-start gap-4 pr-6">
        <NotificationIcon type={notification.type} data={notification.data} />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {notificationTitle(notification.type)}
          </h2>
          <p id={messageId} className="mt-2 text-sm text-slate-700">
            {notification.message}
          </p>
          <p className="mt-3 text-xs text-slate-500">
            <time dateTime={notification.timestamp}>{formatNotificationTime(notification.timestamp)}</time>
          </p>
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          data-close
          onClick={onClose}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Close
        </button>
      </div>
    </DialogShell>
  );
}

/** The modal as RealtimeProvider renders it once it has loaded this module on demand. */
export function renderNotificationModal(props: NotificationModalProps) {
  return <NotificationModal {...props} />;
}
