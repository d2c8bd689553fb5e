import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BlogPost } from '@cabinet/contracts/content';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { isBlogUnavailable, useBlogPosts } from '../api/get-blog-posts.ts';

const IMAGE_HEIGHT = 140;

function PostItem({ post }: { post: BlogPost }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="li" gap={6} style={{ listStyle: 'none' }}>
      {post.image && <LazyImage src={post.image} alt={post.title} height={IMAGE_HEIGHT} radius="md" />}
      <Title order={3} size="h6">
        <Anchor href={post.url} target="_blank" rel="noopener" c="inherit">
          {post.title} <VisuallyHidden>{t('blog.new_tab')}</VisuallyHidden>
        </Anchor>
      </Title>
      <Text size="xs" c="gray.7" component="time" dateTime={post.date}>
        {formatDate(post.date)}
      </Text>
      <Text size="sm" c="gray.8" lineClamp={3}>
        {post.text}
      </Text>
    </Stack>
  );
}

/** The latest posts of the provider's blog; a blog that is down leaves the rest of the dashboard alone. */
export function BlogCard() {
  const { t } = useTranslation('dashboard');
  // useTranslation re-renders on a language switch, so the query key follows the interface language.
  const posts = useBlogPosts(currentLanguage());

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="blog-title">
      <Title order={2} size="h4" id="blog-title" mb="sm">
        {t('blog.title')}
      </Title>
      {posts.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Stack key={i} gap="xs">
              <Skeleton height={IMAGE_HEIGHT} />
              <Skeleton height={16} />
              <Skeleton height={12} width="40%" />
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {posts.isError && (
        <Group gap="sm" role="status">
          <Text size="sm" c="gray.7">
            {isBlogUnavailable(posts.error) ? t('blog.unavailable') : t('blog.load_error')}
          </Text>
          {!isBlogUnavailable(posts.error) && (
            <Button size="compact-xs" variant="subtle" onClick={() => void posts.refetch()} loading={posts.isFetching}>
              {t('actions.retry')}
            </Button>
          )}
        </Group>
      )}
      {posts.isSuccess &&
        (posts.data.posts.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('blog.empty')}
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" p={0} m={0}>
            {posts.data.posts.map((post) => (
              <PostItem key={post.id} post={post} />
            ))}
          </SimpleGrid>
        ))}
    </Card>
  );
}
