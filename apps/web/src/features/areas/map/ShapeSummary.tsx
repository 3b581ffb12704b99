import { forwardRef } from 'react';
import { Typography } from 'antd';
import { pl } from '../../../kit/i18n/pl';
import { SHAPE, type DrawnShape } from '../areaForm';

const t = pl.areas;

/**
 * What the form's area is, in words ('Wielokąt: 5 punktów'), where the form shows the corner
 * list's messages. A ref target, so the editor puts server messages on the 'poly' field here.
 */
export const ShapeSummary = forwardRef<HTMLDivElement, { shape: DrawnShape | null; value?: unknown }>(
  function ShapeSummary({ shape }, ref) {
    let text: string = t.noShape;
    if (shape?.shape === SHAPE.circle) text = t.circleSummary(Math.round(shape.radius));
    else if (shape) text = t.shapeSummary(t.shapes[shape.shape], shape.poly.length);
    return (
      <div ref={ref} tabIndex={-1} data-testid="area-shape-summary">
        <Typography.Text type={shape ? undefined : 'secondary'}>{text}</Typography.Text>
      </div>
    );
  },
);
