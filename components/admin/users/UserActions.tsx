"use client";

import { useState } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import type { Role } from "@/lib/platform/db/schema/users";
import { blockUserContract, changeRoleContract, forceLogoutContract, unblockUserContract } from "@/lib/admin/users/user-actions-contract";
import { callApi } from "@/lib/web/http/client";
import type { AllowedUserActions } from "@/lib/admin/users/user-policy";
import { ActionButton } from "../actions/ActionButton";
import { ActionPanel } from "../actions/ActionFeedback";
import { bindChecked, bindValue } from "@/components/forms/bind";

export interface UserActionsProps {
  user: { id: string; name: string; role: Role; status: "active" | "blocked"; blockedReason: string | null; allowedActions: AllowedUserActions };
}

/**
 * Block, unblock, force logout and role change through the accounts API. Only the actions the
 * policy allows this viewer on this account are shown (none on oneself or a SuperAdmin); the
 * server decides again on every request.
 */
export function UserActions({ user }: UserActionsProps) {
  const allowed = user.allowedActions;
  const params = { userId: user.id };
  const [reason, setReason] = useState("");
  const [endSessions, setEndSessions] = useState(true);
  // The selector starts on the role the user has now: nothing changes until staff pick another.
  const [role, setRole] = useState<string>(user.role);
  const roleChoice = allowed.changeRoleTo.includes(role as Role) ? role : user.role;
  const roleOptions = [{ value: user.role, label: `${user.role} (current)` }, ...allowed.changeRoleTo.filter((value) => value !== user.role).map((value) => ({ value, label: value }))];
  const resetReason = () => setReason("");
  const nothing = !allowed.block && !allowed.unblock && !allowed.forceLogout && allowed.changeRoleTo.length === 0;

  if (nothing) {
    return <p className="text-sm text-slate-600">You cannot change this account. Nobody acts on their own account or on a SuperAdmin, and each role reaches only the roles below it.</p>;
  }

  const reasonField = (errors: Record<string, string>, label = "Reason", optional = true) => (
    <TextAreaField name="user-reason" label={label} optional={optional} rows={3} {...bindValue(reason, setReason)} error={errors.reason} />
  );

  return (
    <ActionPanel className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {allowed.block ? (
          <ActionButton
            label={user.status === "blocked" ? "Change block reason" : "Block"}
            tone="danger"
            title={`Block ${user.name}?`}
            confirmLabel="Block account"
            onOpen={() => {
              resetReason();
              setEndSessions(true);
            }}
            validate={() => (reason.trim().length < 3 ? "Give a reason of at least 3 characters: the person is told it when they try to sign in." : null)}
            request={() => callApi(blockUserContract, { params, body: { reason, endSessions } })}
            success={() => (endSessions ? `${user.name} is blocked and signed out everywhere.` : `${user.name} is blocked; their open session stays, read-only.`)}
          >
            {(errors) => (
              <>
                {reasonField(errors, "Reason (shown to them)", false)}
                <CheckboxField
                  name="endSessions"
                  label="End their sessions now"
                  hint="Without this they keep their open session, read-only: they can browse and see orders but not book, change or buy."
                  {...bindChecked(endSessions, setEndSessions)}
                />
              </>
            )}
          </ActionButton>
        ) : null}
        {allowed.unblock ? (
          <ActionButton
            label="Unblock"
            tone="primary"
            title={`Unblock ${user.name}?`}
            confirmLabel="Unblock account"
            onOpen={resetReason}
            request={() => callApi(unblockUserContract, { params, body: { reason } })}
            success={() => `${user.name} is unblocked and has been told.`}
          >
            {(errors) => (
              <>
                {user.blockedReason ? <p>Blocked for: “{user.blockedReason}”.</p> : null}
                {reasonField(errors)}
              </>
            )}
          </ActionButton>
        ) : null}
        {allowed.forceLogout ? (
          <ActionButton
            label="Force logout"
            title={`Sign ${user.name} out everywhere?`}
            confirmLabel="End their sessions"
            onOpen={resetReason}
            request={() => callApi(forceLogoutContract, { params, body: { reason } })}
            success={() => `${user.name}'s sessions have ended.`}
          >
            {(errors) => (
              <>
                <p>Every session ends at once; they can sign in again.</p>
                {reasonField(errors)}
              </>
            )}
          </ActionButton>
        ) : null}
      </div>
      {allowed.changeRoleTo.length > 0 ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SelectField name="role" label={`Role (now ${user.role})`} className="sm:min-w-56" {...bindValue(roleChoice, setRole)} options={roleOptions} />
          <ActionButton
            label="Change role"
            disabled={roleChoice === user.role}
            title={`Make ${user.name} a ${roleChoice}?`}
            confirmLabel="Change role"
            onOpen={resetReason}
            request={() => callApi(changeRoleContract, { params, body: { role: roleChoice, reason } })}
            success={() => `${user.name} is now a ${roleChoice}. Their sessions ended so the new permissions apply.`}
          >
            {(errors) => (
              <>
                <p>Their sessions end at once; they sign in again with the new permissions.</p>
                {errors.role ? <p className="font-medium text-red-700">{errors.role}</p> : null}
                {reasonField(errors)}
              </>
            )}
          </ActionButton>
        </div>
      ) : null}
    </ActionPanel>
  );
}
