// The thin bar under the reader's header showing how much of the story has been read.
export function ReadingProgressBar({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1 w-full bg-current/10"
    >
      <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  )
}
