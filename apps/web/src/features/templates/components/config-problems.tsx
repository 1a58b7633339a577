import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '../lib/config-check';

/** Config errors as a list: the path in code font, then the German message. */
export function ConfigProblems({
  title,
  problems,
  testId,
}: {
  title: string;
  problems: ConfigProblem[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.path}|${problem.message}`} data-testid="config-problem" data-path={problem.path}>
            {problem.path ? (
              <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 600, mr: 0.5 }}>
                {problem.path}
              </Box>
            ) : (
              <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
                {t('templates.config.general')}
              </Box>
            )}
            — {problem.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
