import { getConfig } from "@/lib/platform/config";
import { COMPANY_NAME } from "@/lib/platform/mail";

export interface CompanyContacts {
  name: string;
  phone: string;
  /** The phone as a tel: link target (digits and a leading +1). */
  phoneHref: string;
  email: string;
  /** The mailing address on receipts and invoices. */
  address: string;
}

export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** The company's name and contacts as configured (COMPANY_PHONE, COMPANY_EMAIL, COMPANY_ADDRESS). */
export function getCompanyContacts(): CompanyContacts {
  const config = getConfig();
  return { name: COMPANY_NAME, phone: config.COMPANY_PHONE, phoneHref: telHref(config.COMPANY_PHONE), email: config.COMPANY_EMAIL, address: config.COMPANY_ADDRESS };
}
