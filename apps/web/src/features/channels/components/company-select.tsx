import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Company } from '@signage/shared';

interface Props {
  id: string;
  label: string;
  companies: readonly Company[];
  value: string;
  onChange: (guid: string) => void;
  /** Shown after the name, e.g. the network of a location. */
  detail?: (company: Company) => string | null;
}

/** A select of networks or locations by name. */
export function CompanySelect({ id, label, companies, value, onChange, detail }: Props) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: 480 }}
    >
      {companies.map((company) => {
        const extra = detail?.(company);
        return (
          <MenuItem key={company.guid} value={company.guid}>
            {extra ? `${company.name} (${extra})` : company.name}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
