/** Draws a content item's illustration (see illustration-kinds.ts): decorative, hidden from screen readers. */
import { useId } from 'react';
import classes from './illustration.module.css';
import { type IllustrationTone, readIllustration, TONE_GRADIENTS } from './illustration-kinds';

type IllustrationProps = { image: string; height?: number; radius?: number; className?: string };

function Backdrop({ tone }: { tone: IllustrationTone }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [from, to] = TONE_GRADIENTS[tone];
  return (
    <svg className={classes.backdrop} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden>
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern id={`p${id}`} width="48" height="48" patternUnits="userSpaceOnUse">
          <g fill="none" stroke="#fff" strokeOpacity="0.14" strokeWidth="1.2">
            <rect x="15" y="15" width="18" height="18" />
            <rect x="15" y="15" width="18" height="18" transform="rotate(45 24 24)" />
          </g>
        </pattern>
      </defs>
      <rect width="320" height="180" fill={`url(#g${id})`} />
      <rect width="320" height="180" fill={`url(#p${id})`} />
      <circle cx="270" cy="30" r="70" fill="#fff" fillOpacity="0.08" />
    </svg>
  );
}

function CardDrawing({ label }: { label: string }) {
  return (
    <svg className={classes.card} viewBox="0 0 172 108" direction="ltr" aria-hidden>
      <rect
        x="1"
        y="1"
        width="170"
        height="106"
        rx="10"
        fill="#fff"
        fillOpacity="0.16"
        stroke="#fff"
        strokeOpacity="0.55"
      />
      <rect x="16" y="34" width="24" height="18" rx="3" fill="#F4D27A" />
      <path d="M16 43h24M28 34v18" stroke="#B8912F" strokeWidth="1" />
      <text x="16" y="24" fill="#fff" fontSize="11" fontWeight="700" fontFamily="system-ui, sans-serif">
        AL BARAKA
      </text>
      <text
        x="16"
        y="76"
        fill="#fff"
        fillOpacity="0.9"
        fontSize="10"
        letterSpacing="2"
        fontFamily="monospace"
      >
        •••• •••• •••• 2025
      </text>
      <text x="16" y="96" fill="#fff" fontSize="9" fontWeight="700" fontFamily="system-ui, sans-serif">
        {label}
      </text>
      <circle cx="138" cy="90" r="9" fill="#fff" fillOpacity="0.5" />
      <circle cx="151" cy="90" r="9" fill="#fff" fillOpacity="0.3" />
    </svg>
  );
}

export function Illustration({ image, height = 160, radius = 16, className }: IllustrationProps) {
  const spec = readIllustration(image);
  const tone = spec.kind === 'card' ? spec.finish.tone : spec.tone;
  return (
    <div
      className={`${classes.frame} ${className ?? ''}`}
      style={{ height, borderRadius: radius }}
      aria-hidden
    >
      <Backdrop tone={tone} />
      {spec.kind === 'card' ? (
        <CardDrawing label={spec.finish.label} />
      ) : (
        <span className={classes.badge}>
          <spec.icon size={Math.round(height * 0.3)} stroke={1.5} />
        </span>
      )}
    </div>
  );
}
