import { FormAlert } from "@/components/forms/FormAlert";

/** What a settings editor says after a save or a check: a sentence, and the changes it lists. */
export interface SettingsNoticeValue {
  kind: "success" | "info" | "error";
  text: string;
  lines?: readonly string[];
}

/** The editor's notice, with its lines ("Veterans Day: open → closed") as a list under it. */
export function SettingsNotice({ notice }: { notice: SettingsNoticeValue | null }) {
  if (!notice) return null;
  return (
    <FormAlert kind={notice.kind}>
      {notice.text}
      {notice.lines && notice.lines.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {notice.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
