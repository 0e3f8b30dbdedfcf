import classes from './weekly-report-print.module.css';

const tone: Record<string, string> = {
  good: classes.good ?? '',
  compliant: classes.good ?? '',
  warning: classes.warning ?? '',
  attention: classes.warning ?? '',
  critical: classes.critical ?? '',
};

/** A rating in words with a colour and a symbol, so colour is never the only signal (STYLE rule 21). */
export function LevelBadge({ level, text }: { level: string; text: string }) {
  const symbol = level === 'good' || level === 'compliant' ? '✓' : level === 'critical' ? '✕' : '!';
  return (
    <span className={`${classes.badge} ${tone[level] ?? ''}`}>
      <span aria-hidden="true">{symbol} </span>
      {text}
    </span>
  );
}
