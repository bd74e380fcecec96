/**
 * Stands in for react-dropzone inside the kit's drag-and-drop upload (the build points the kit's import here):
 * the kit only drops files onto the composer, with no click or keyboard opening, so the few drag events it needs
 * are handled here instead of by the library and its file-type helpers (≈ 15 KiB gzip).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { CSSProperties, DragEvent } from 'react';
import { acceptsFiles } from '../../chat/dropzone/acceptsFiles.js';

/** The options the kit passes. */
export interface DropzoneOptions {
  accept?: Record<string, string[]>;
  disabled?: boolean;
  multiple?: boolean;
  noClick?: boolean;
  noKeyboard?: boolean;
  onDrop?: (files: File[]) => void;
}

/** Props for the drop zone's root element. */
export interface RootProps {
  className?: string;
  style?: CSSProperties;
  onDragEnter(event: DragEvent): void;
  onDragOver(event: DragEvent): void;
  onDragLeave(event: DragEvent): void;
  onDrop(event: DragEvent): void;
}

const hasFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');
const draggedItems = (event: DragEvent): { type: string }[] =>
  Array.from(event.dataTransfer?.items ?? []).filter((item) => item.kind === 'file').map((item) => ({ type: item.type }));

/** The part of react-dropzone's useDropzone the kit uses: root props, isDragActive, isDragReject. */
export function useDropzone(options: DropzoneOptions) {
  const { accept = {}, disabled = false, multiple = true, onDrop } = options;
  const [drag, setDrag] = useState({ active: false, reject: false });
  // dragenter/dragleave fire for every child crossed: count them so leaving a child does not end the drag.
  const depth = useRef(0);
  const accepted = useMemo(() => Object.keys(accept), [accept]);

  const onDragEnter = useCallback((event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDrag({ active: true, reject: !acceptsFiles(draggedItems(event), accepted, multiple) });
  }, [disabled, accepted, multiple]);
  const onDragOver = useCallback((event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  }, [disabled]);
  const onDragLeave = useCallback((event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDrag({ active: false, reject: false });
  }, [disabled]);
  const onDropEvent = useCallback((event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    setDrag({ active: false, reject: false });
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (acceptsFiles(files, accepted, multiple)) onDrop?.(files);
  }, [disabled, accepted, multiple, onDrop]);

  const getRootProps = (props: { className?: string; style?: CSSProperties } = {}): RootProps => ({
    ...props, onDragEnter, onDragOver, onDragLeave, onDrop: onDropEvent,
  });
  return { getRootProps, isDragActive: drag.active, isDragReject: drag.reject };
}
