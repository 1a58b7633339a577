import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface Props {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

/** Tags as chips (SPEC §2/§3): Enter adds the typed tag, a chip's delete removes it; repeats are ignored. */
export function TagsField({ id, label, value, onChange, helperText, error, disabled }: Props) {
  const [input, setInput] = useState('');
  const commit = (tags: readonly string[]) => {
    const seen = new Set<string>();
    onChange(tags.map((tag) => tag.trim()).filter((tag) => tag && !seen.has(tag) && seen.add(tag)));
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={id}
      options={[]}
      value={[...value]}
      inputValue={input}
      disabled={disabled}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => commit(next)}
      onBlur={() => {
        if (input.trim()) commit([...value, input]);
        setInput('');
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
