/** A native file input wired to its Field (id, description, invalid state) like the design system's inputs. */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlAttributes, useFieldControl } from '../../../ui/field/field-context';

export const FileInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function FileInput(props, ref) {
    const wiring = controlAttributes(useFieldControl(), props);
    return <input ref={ref} type="file" {...props} {...wiring} />;
  },
);
