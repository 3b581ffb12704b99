import { createContext, useContext } from 'react';
import type { DescriptionOption } from '@namiar/domain';

/** The company's input and thermometer descriptions, shared by the editor's tabs (edited in place). */
export interface DescriptionsState {
  inout: DescriptionOption[];
  thermometer: DescriptionOption[];
  set: (next: { inout: DescriptionOption[]; thermometer: DescriptionOption[] }) => void;
}

export const DescriptionsContext = createContext<DescriptionsState>({ inout: [], thermometer: [], set: () => {} });

export const useDescriptions = () => useContext(DescriptionsContext);
