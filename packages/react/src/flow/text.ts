/** Country calling codes offered by phone inputs (longest codes are matched first). */
export const COUNTRY_CODES: ReadonlyArray<{ code: string; label: string }> = [
  { code: '1', label: 'US/CA +1' },
  { code: '44', label: 'GB +44' },
  { code: '49', label: 'DE +49' },
  { code: '33', label: 'FR +33' },
  { code: '34', label: 'ES +34' },
  { code: '39', label: 'IT +39' },
  { code: '31', label: 'NL +31' },
  { code: '32', label: 'BE +32' },
  { code: '41', label: 'CH +41' },
  { code: '43', label: 'AT +43' },
  { code: '45', label: 'DK +45' },
  { code: '46', label: 'SE +46' },
  { code: '47', label: 'NO +47' },
  { code: '48', label: 'PL +48' },
  { code: '351', label: 'PT +351' },
  { code: '353', label: 'IE +353' },
  { code: '358', label: 'FI +358' },
  { code: '90', label: 'TR +90' },
  { code: '972', label: 'IL +972' },
  { code: '971', label: 'AE +971' },
  { code: '91', label: 'IN +91' },
  { code: '86', label: 'CN +86' },
  { code: '81', label: 'JP +81' },
  { code: '82', label: 'KR +82' },
  { code: '65', label: 'SG +65' },
  { code: '61', label: 'AU +61' },
  { code: '64', label: 'NZ +64' },
  { code: '55', label: 'BR +55' },
  { code: '52', label: 'MX +52' },
  { code: '54', label: 'AR +54' },
  { code: '27', label: 'ZA +27' },
  { code: '234', label: 'NG +234' },
];

export interface PhoneParts {
  code: string;
  number: string;
}

/** Splits `+<code><number>` by the longest known calling code. */
export function splitPhone(value: unknown, fallbackCode = '1'): PhoneParts {
  const digits = typeof value === 'string' ? value.replace(/[^\d+]/g, '') : '';
  if (!digits.startsWith('+')) return { code: fallbackCode, number: digits.replace(/\D/g, '') };
  const rest = digits.slice(1);
  const match = [...COUNTRY_CODES]
    .sort((a, b) => b.code.length - a.code.length)
    .find(({ code }) => rest.startsWith(code));
  return match
    ? { code: match.code, number: rest.slice(match.code.length) }
    : { code: fallbackCode, number: rest };
}

/** `+<code><number>` with every non-digit of the number dropped; empty without a number. */
export function joinPhone({ code, number }: PhoneParts): string {
  const digits = number.replace(/\D/g, '');
  return digits ? `+${code}${digits}` : '';
}
