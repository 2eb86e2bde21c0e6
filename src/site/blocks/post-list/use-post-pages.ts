import { useCallback, useEffect, useState } from "react";
import { fetchPostListPage } from "@/site/data/fetch-source";
import type { ImageInfoMap } from "@/site/data/image-info";
import { ALL_POSTS_LIST, POST_LIST_PAGE_SIZE, type PostListData, type PostListPage, type PostSummary } from "@/site/data/posts";

/** The pages of one list (all posts or a category) shown so far. */
export interface ShownList {
  list: string;
  posts: PostSummary[];
  images: ImageInfoMap;
  loaded: number;
  pageCount: number;
  total: number;
}

/** A fetch under way (or failed) for one page of one list. */
interface Pending {
  list: string;
  page: number;
  failed: boolean;
}

/** The last "Mostrar mais" that succeeded: where its cards start, for focus and the announcement. */
export interface Added {
  list: string;
  from: number;
  count: number;
}

const NO_IMAGES: ImageInfoMap = {};

function allPosts(data: PostListData): ShownList {
  return { list: ALL_POSTS_LIST, posts: data.first, images: NO_IMAGES, loaded: 1, pageCount: data.pageCount, total: data.total };
}

function withPage(shown: ShownList, page: PostListPage): ShownList {
  return {
    ...shown,
    posts: [...shown.posts, ...page.posts],
    images: { ...shown.images, ...page.images },
    loaded: page.page,
    pageCount: page.pageCount,
    total: page.total,
  };
}

/**
 * Pages of the list named `list` (null: an unknown category, nothing to fetch). "Todos" starts from
 * the pre-rendered first page; a category fetches its first page; "Mostrar mais" appends the next.
 */
export function usePostPages(data: PostListData, list: string | null) {
  const [stored, setStored] = useState<ShownList>(() => allPosts(data));
  const [pending, setPending] = useState<Pending | null>(null);
  const [added, setAdded] = useState<Added | null>(null);

  const fetchPage = useCallback((target: string, page: number) => {
    let live = true;
    setPending({ list: target, page, failed: false });
    fetchPostListPage(target, page).then(
      (result) => {
        if (!live) return;
        if (page === 1) setStored(withPage({ list: target, posts: [], images: NO_IMAGES, loaded: 0, pageCount: 1, total: 0 }, result));
        else setStored((prev) => (prev.list === target && prev.loaded === page - 1 ? withPage(prev, result) : prev));
        // Every page before the last is full, so the new cards start right after the earlier pages.
        setAdded(page === 1 ? null : { list: target, from: (page - 1) * POST_LIST_PAGE_SIZE, count: result.posts.length });
        setPending((p) => (p?.list === target && p.page === page ? null : p));
      },
      () => live && setPending((p) => (p?.list === target && p.page === page ? { ...p, failed: true } : p)),
    );
    return () => {
      live = false;
    };
  }, []);

  const shown = stored.list === list ? stored : list === ALL_POSTS_LIST ? allPosts(data) : null;

  // A category's first page comes with choosing it (click, link or back button), so it follows the URL.
  useEffect(() => {
    if (list === null || list === ALL_POSTS_LIST || stored.list === list) return;
    return fetchPage(list, 1);
  }, [list, stored.list, fetchPage]);

  const current = pending?.list === list ? pending : null;
  const loadMore = () => {
    if (!shown || current?.failed === false || shown.loaded >= shown.pageCount) return;
    if (stored.list !== shown.list) setStored(shown);
    fetchPage(shown.list, shown.loaded + 1);
  };
  const retry = () => (current ? fetchPage(current.list, current.page) : undefined);

  return {
    shown,
    loading: current !== null && !current.failed,
    failed: current?.failed ?? false,
    /** Which page failed or is loading: the first (the whole list) or a later one (the button). */
    pendingPage: current?.page ?? null,
    added: added?.list === list ? added : null,
    loadMore,
    retry,
  };
}
