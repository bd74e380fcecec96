/** The open thread as an Escape layer: the panel asks whether one is open and closes it through the kit. */
import { createContext } from 'react';

/** Holds the kit's closeThread while a thread is open (null otherwise). */
export interface ThreadLayer {
  close: (() => void) | null;
  /** Told when a thread opens or closes (the phone's history follows it). */
  changed?: () => void;
}

/** Provided by the panel (in the list's chunk: no kit import here), filled by ThreadEscape inside the kit's Channel. */
export const ThreadLayerContext = createContext<ThreadLayer>({ close: null });
