import type { FormRule } from 'antd';
import { driverFieldErrors, type DriverFormValues } from './driverForm';

/**
 * An antd rule that asks the domain's save schema about one field ('pesel', or a history
 * entry's ['driver_history', 2, 'from_date']): the same words as the server.
 */
export function driverRule(path: string | (string | number)[]): FormRule {
  const key = Array.isArray(path) ? path.join('.') : path;
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = driverFieldErrors(getFieldsValue(true) as Partial<DriverFormValues>)[key];
      if (message) throw new Error(message);
    },
  });
}
