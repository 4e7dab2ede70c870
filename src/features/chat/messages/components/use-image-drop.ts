import { useState, type DragEvent } from 'react';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** A file dragged over the composer lights it up; dropped, it is sent on as an image (while the composer is enabled). */
export function useImageDrop(disabled: boolean, onImage: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (disabled || !file) return;
      event.preventDefault();
      onImage(file);
    },
  };
  return { dragging, handlers };
}
