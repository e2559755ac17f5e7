// The test card field of the local provider: digits only, shown in groups of four, checked with the Luhn sum.

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19);
}

export function groupCard(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
