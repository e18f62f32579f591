/** What a Field tells the control inside it: its id, what describes it, whether it is invalid or required. */
import { createContext, useContext, type AriaAttributes } from 'react';

export type FieldControl = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FieldContext = createContext<FieldControl | null>(null);

/** The control's wiring when it sits inside a Field; null on its own. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

/** ARIA and id attributes for a control, merging what the Field says with the control's own props. */
export function controlAttributes(
  control: FieldControl | null,
  own: {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: AriaAttributes['aria-invalid'];
    required?: boolean;
  },
) {
  const describedBy = [control?.describedBy, own['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const invalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true' || control?.invalid === true;
  return {
    id: own.id ?? control?.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    required: own.required ?? control?.required,
  };
}
