/**
 * What staff see of an account. Built from an explicit column list so a password hash or a
 * session version can never reach a response by accident.
 */
import { users, type Role, type UserStatus } from "@/lib/platform/db/schema/users";
import { visibleUserActions, type AllowedUserActions, type PolicySubject } from "./user-policy";
import { formatOptionalPhone } from "@/lib/kernel/phone/phone-display";

/** The columns every staff query selects; nothing secret is among them. */
export const STAFF_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  status: users.status,
  blockedReason: users.blockedReason,
  blockedAt: users.blockedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

export interface StaffUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  blockedReason: string | null;
  blockedAt: Date | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export interface UserListItem {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  blockedReason: string | null;
  blockedAt: string | null;
  emailVerified: boolean;
  createdAt: string;
  /** What the viewing staff member may do to this account, for the UI to show or hide controls. */
  allowedActions: AllowedUserActions;
}

export function toUserListItem(row: StaffUserRow, viewer: PolicySubject): UserListItem {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    phone: formatOptionalPhone(row.phone),
    role: row.role,
    status: row.status,
    blockedReason: row.blockedReason,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    allowedActions: visibleUserActions(viewer, row),
  };
}
