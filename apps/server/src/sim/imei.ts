/** IMEI with its Luhn check digit (14 digits in, 15 out). */
export function luhnImei(body14: string): string {
  if (!/^\d{14}$/.test(body14)) throw new Error(`IMEI body must be 14 digits: ${body14}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = body14.charCodeAt(i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body14 + ((10 - (sum % 10)) % 10);
}

/** True for 15 digits whose last digit is the Luhn check digit. */
export function isValidImei(imei: string): boolean {
  return /^\d{15}$/.test(imei) && luhnImei(imei.slice(0, 14)) === imei;
}
