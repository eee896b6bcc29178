import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { userBrands, userMarkets } from '../db/schema';
import type { AuthContext } from './auth';

/**
 * Which projects a signed-in user may see (DESIGN §3). Features turn this into a WHERE clause on
 * their own tables; anything outside it answers 404, never 403.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'markets'; countryCodes: string[]; brandIds: number[] }
  | { kind: 'originator'; userId: number }
  | { kind: 'retailLocation'; userId: number };

/** The kind of scope a role has (DESIGN §3). */
export function scopeKindOf(role: Role): DataScope['kind'] {
  switch (role) {
    case ROLES.VC:
    case ROLES.HQ:
      return 'all';
    case ROLES.RND:
      return 'markets';
    case ROLES.ORIGINATOR:
      return 'originator';
    case ROLES.RETAIL:
      return 'retailLocation';
  }
}

export async function dataScope(db: DbOrTx, user: Pick<AuthContext, 'userId' | 'role'>): Promise<DataScope> {
  switch (user.role) {
    case ROLES.VC:
    case ROLES.HQ:
      return { kind: 'all' };
    case ROLES.RND: {
      const [markets, brands] = await Promise.all([
        db
          .select({ code: userMarkets.countryCode })
          .from(userMarkets)
          .where(eq(userMarkets.userId, user.userId)),
        db.select({ id: userBrands.brandId }).from(userBrands).where(eq(userBrands.userId, user.userId)),
      ]);
      return { kind: 'markets', countryCodes: markets.map((m) => m.code), brandIds: brands.map((b) => b.id) };
    }
    case ROLES.ORIGINATOR:
      return { kind: 'originator', userId: user.userId };
    case ROLES.RETAIL:
      return { kind: 'retailLocation', userId: user.userId };
  }
}

/** Whether a project with these attributes lies inside the scope (for single-row checks). */
export function inScope(
  scope: DataScope,
  project: {
    countryCode: string;
    brandIds: number[];
    originatorUserId: number | null;
    retailUserId: number | null;
  },
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'markets':
      return (
        scope.countryCodes.includes(project.countryCode) &&
        project.brandIds.some((b) => scope.brandIds.includes(b))
      );
    case 'originator':
      return project.originatorUserId === scope.userId;
    case 'retailLocation':
      return project.retailUserId === scope.userId;
  }
}
