import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROLE_TITLE_KEY, ROLES, SIGNUP_ROLES, type Role } from '@portal/contract';

/** Who each self sign-up account is for (spec 000 §2.6); shown under the title and as its tooltip. */
const ROLE_HINT_KEY: Partial<Record<Role, string>> = {
  [ROLES.ORIGINATOR]: 'signup.roleHint.originator',
  [ROLES.RND]: 'signup.roleHint.rnd',
  [ROLES.HQ]: 'signup.roleHint.hq',
  [ROLES.VC]: 'signup.roleHint.vc',
};

/** Step 1: the four roles open to self sign-up (Retail Location accounts are created by the validation team). */
export function RoleChoice({ onChoose }: { onChoose: (role: Role) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h2" variant="h6">
        {t('signup.chooseRole')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('signup.chooseRoleIntro')}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {SIGNUP_ROLES.map((role) => {
          const hint = t(ROLE_HINT_KEY[role] ?? '');
          return (
            <li key={role}>
              <Card variant="outlined">
                <Tooltip title={hint} describeChild placement="top">
                  <CardActionArea onClick={() => onChoose(role)} data-role={role}>
                    <CardContent>
                      <Typography
                        component="span"
                        variant="subtitle1"
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {t(ROLE_TITLE_KEY[role])}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {hint}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Tooltip>
              </Card>
            </li>
          );
        })}
      </Stack>
    </>
  );
}
