/** A saved address as the API returns it (lib/account/addresses.ts SavedAddress). */
export interface AddressView {
  id: string;
  label: string;
  street: string;
  unit: string | null;
  city: string;
  zip: string;
  borough: string | null;
  accessNotes: string | null;
}
