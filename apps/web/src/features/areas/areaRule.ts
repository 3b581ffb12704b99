import type { FormRule } from 'antd';
import { areaFieldErrors, type AreaFormValues, type AreaKind } from './areaForm';

/** An antd rule asking the domain's save schema about one field: the same words as the server. */
export function areaRule(kind: AreaKind, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = areaFieldErrors(kind, getFieldsValue(true) as Partial<AreaFormValues>)[field];
      if (message) throw new Error(message);
    },
  });
}
