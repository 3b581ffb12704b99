import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from 'antd';

/**
 * An antd Modal whose title bar drags it around (the choosers are "draggable windows",
 * spec 1 §2.7). The offset is clamped so the title bar always stays reachable on screen, and
 * each opening starts centred again.
 */

export function clampOffset(
  offset: { x: number; y: number },
  box: { left: number; top: number; width: number },
  start: { x: number; y: number },
  viewport: { width: number; height: number },
): { x: number; y: number } {
  // Keep at least 80 px of the window horizontally and its title bar vertically in view.
  const minX = start.x - box.left - box.width + 80;
  const maxX = start.x + viewport.width - box.left - 80;
  const minY = start.y - box.top;
  const maxY = start.y + viewport.height - box.top - 48;
  return { x: Math.min(maxX, Math.max(minX, offset.x)), y: Math.min(maxY, Math.max(minY, offset.y)) };
}

export function DraggableModal({ title, open, children, ...rest }: ModalProps & { title: ReactNode }) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) setOffset({ x: 0, y: 0 });
  }, [open]);

  function startDrag(e: React.MouseEvent) {
    if (e.button !== 0 || !boxRef.current) return;
    e.preventDefault();
    const rect = boxRef.current.getBoundingClientRect();
    const origin = { x: e.clientX, y: e.clientY };
    const from = offset;
    const move = (ev: MouseEvent) => {
      const next = { x: from.x + ev.clientX - origin.x, y: from.y + ev.clientY - origin.y };
      setOffset(
        clampOffset(next, { left: rect.left, top: rect.top, width: rect.width }, from, {
          width: window.innerWidth,
          height: window.innerHeight,
        }),
      );
    };
    const up = () => {
      document.removeEventListener('mousemove', move);
      document.removeEventListener('mouseup', up);
    };
    document.addEventListener('mousemove', move);
    document.addEventListener('mouseup', up);
  }

  return (
    <Modal
      {...rest}
      open={open}
      title={
        <div className="drag-handle" onMouseDown={startDrag} data-testid="chooser-drag-handle">
          {title}
        </div>
      }
      modalRender={(node) => (
        <div ref={boxRef} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {node}
        </div>
      )}
    >
      {children}
    </Modal>
  );
}
