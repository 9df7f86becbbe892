// Public figures of the home page (GET /api/stats).
export interface SiteStats {
  totalProducts: number;
  totalUsers: number;
}
