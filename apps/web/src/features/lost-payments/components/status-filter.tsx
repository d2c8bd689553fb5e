import { SegmentedControl } from '@mantine/core';

/** The status segments in a list card's header: choosing one shows that status from its first page. */
export function StatusFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  return <SegmentedControl aria-label={label} size="xs" data={options} value={value} onChange={onChange} />;
}
