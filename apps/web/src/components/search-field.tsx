import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type SearchFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  onSearch: (value: string) => void;
};

/** The search box above lists and tables: type search, magnifier in front. */
export function SearchField({ value, onSearch, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
